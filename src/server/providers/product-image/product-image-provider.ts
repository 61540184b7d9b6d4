/** Makes a product photo from a text prompt. Only configured when AI_IMAGE_MODEL is set. */
export interface ProductImageProvider {
  readonly model: string;
  /** PNG or JPEG bytes of one square image. */
  generate(prompt: string): Promise<Buffer>;
}
