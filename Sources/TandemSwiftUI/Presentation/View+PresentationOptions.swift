import Foundation

extension View {
    /// The heights the sheet showing this view can rest at. Kept by the
    /// sheet's hosting controller; Tandem shows sheets at full height.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        preference(key: PresentationDetentsKey.self, value: detents)
    }

    /// Whether the presentation showing this view refuses interactive
    /// dismissal. Kept by its hosting controller; Tandem's sheets have no
    /// swipe to dismiss, so they are only dismissed by code and `dismiss`.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }

    /// Whether the sheet showing this view shows its grabber: `.automatic`
    /// shows it when the sheet has more than one detent, as iOS does.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        preference(key: PresentationDragIndicatorKey.self, value: visibility)
    }

    /// The corner radius of the sheet showing this view (nil, negative or
    /// NaN: the sheet's own).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        preference(
            key: PresentationCornerRadiusKey.self,
            value: .some(cornerRadius.flatMap { $0 >= 0 ? $0 : nil }))
    }
}
