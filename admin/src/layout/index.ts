export { AppBar, APP_BAR_TITLE } from './AppBar'
export { ComingSoon } from './ComingSoon'
export { Layout } from './Layout'
export { LoadingPage, LOADING_TEXT } from './LoadingPage'
