import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../test/payload'
import { runScheduledQueue } from './run-scheduled-queue'

const scheduledTasks = ['expireAssignments', 'listingFreshness', 'recheckRera', 'sendSearchAlerts']

describe('the scheduled queue with several workers', () => {
  it('lets one runner at a time schedule, and queues each cron slot once', async () => {
    const payload = await getTestPayload()
    const queuedSlots = async () => {
      const { docs } = await payload.find({
        collection: 'payload-jobs',
        where: { queue: { equals: 'default' }, taskSlug: { in: scheduledTasks }, completedAt: { exists: false } },
        pagination: false,
        depth: 0,
      })
      return docs
    }
    try {
      // Two workers tick at the same moment: one holds the lock, the other steps aside.
      const runs = await Promise.all([runScheduledQueue(payload), runScheduledQueue(payload)])
      expect(runs.filter((run) => run.ran)).toHaveLength(1)
      expect(runs.find((run) => !run.ran)).toEqual({ ran: false, scheduled: [], jobs: [] })
      const slots = await queuedSlots()
      expect(slots.map((job) => job.taskSlug).sort()).toEqual([...scheduledTasks].sort())
      // The slots are a minute ahead (the default cron); a later tick in the same minute queues nothing more.
      const again = await runScheduledQueue(payload)
      expect(again).toMatchObject({ ran: true, scheduled: [] })
      expect(await queuedSlots()).toHaveLength(slots.length)
    } finally {
      await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { in: scheduledTasks } } })
    }
  })
})
