import type { GlobalConfig } from 'payload'
import { SiteSettings } from './SiteSettings'

export const globals: GlobalConfig[] = [SiteSettings]
