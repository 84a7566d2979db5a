import { addComment } from './add-comment';
import { addMilestone } from './add-milestone';
import { addTask } from './add-task';
import { listMilestones } from './list-milestones';
import { setTaskStatus } from './set-task-status';

export const milestoneHandlers = [listMilestones, addMilestone, addTask, addComment, setTaskStatus];
