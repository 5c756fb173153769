import Foundation

/// `mask(alignment:_:)`: the content shows where the mask view is opaque.
/// The mask is laid out as an overlay (proposed the content's size,
/// aligned on it) and drawn as the content's UIKit view's `mask`.
struct MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let mask: Mask
    let alignment: Alignment

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        _ = updater.ensureEffectView { MaskingEffectView(frame: .zero) }
        updater.setLayout(SecondaryLayout(alignment: alignment, contentIndex: 0))
        let main: (ChildKey, any View) = (.single, SingleItem.wrapping(content))
        let masking: (ChildKey, any View) = (.secondary, mask.modifier(MaskContainerModifier()))
        updater.reconcile([main, masking])
    }
}

/// Puts a mask's views in one view, which ``MaskingEffectView`` makes its mask.
struct MaskContainerModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        _ = updater.ensureEffectView { MaskContainerView(frame: .zero) }
        updater.setLayout(PassthroughLayout())
        updater.reconcile(single: content)
    }
}

extension View {
    /// Shows this view only where `mask` is opaque (its alpha multiplies
    /// the view's). The mask is proposed this view's size and placed by
    /// `alignment`; it does not change the layout.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Shows this view only where `mask` is opaque, centered on it.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}
