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
}
