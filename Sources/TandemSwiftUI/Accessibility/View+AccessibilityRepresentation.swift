import Foundation

extension View {
    /// Replaces the view's accessibility elements with those of
    /// `representation`, as iOS does: a custom control reads and acts as
    /// the standard control it stands for (`.accessibilityRepresentation {
    /// Slider(value: $volume) }` makes a drawn volume knob an adjustable
    /// slider whose increments change `volume`).
    ///
    /// The representation is laid out in the view's frame but never drawn
    /// or touched: taps at its elements reach the view itself; activating,
    /// incrementing and decrementing them act through the representation's
    /// controls. The view's own elements are not read.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(
            SecondaryContentModifier(
                secondary: representation().modifier(AccessibilityRepresentationModifier(isRepresentation: true)),
                alignment: .center, isBehind: true)
        )
        .modifier(AccessibilityRepresentationModifier(isRepresentation: false))
    }
}
