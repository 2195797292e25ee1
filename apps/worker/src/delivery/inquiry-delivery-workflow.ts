import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";

/** The params of one delivery run: the stored inquiry it delivers. */
export type InquiryDeliveryParams = { inquiryId: string };

/** Placeholder while the engine is written. */
export class InquiryDelivery extends WorkflowEntrypoint<Env, InquiryDeliveryParams> {
  override async run(_event: Readonly<WorkflowEvent<InquiryDeliveryParams>>, _step: WorkflowStep): Promise<void> {}
}
