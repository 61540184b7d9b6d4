/**
 * What a generator page hands its upload control: the page renders the control (from the uploads
 * feature), so the generator features never import it themselves.
 */
export interface ImageSlotProps {
  value: { objectPath: string; previewUrl: string } | null;
  onUploaded: (image: { objectPath: string; previewUrl: string }) => void;
  disabled: boolean;
}
