/// Views shown in previews. Tandem has no canvas: render previews to
/// images with `ImageRenderer(content: MyPreviews.previews)`.
@preconcurrency @MainActor
public protocol PreviewProvider {
    /// The previews' type.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

extension View {
    /// Names the preview (no effect outside a canvas).
    public func previewDisplayName(_ displayName: String?) -> some View { self }

    /// Sets the preview's layout (no effect outside a canvas).
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
}
