extension View {
    /// Runs `action` with what `transform` makes of this view's geometry,
    /// when the view is first laid out and whenever that value changes.
    ///
    /// `transform` gets a proxy of the view's own frame (a reader in its
    /// background, sized to it), so it should return only what `action`
    /// needs: a change of anything else runs nothing.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        onGeometryChange(for: type, of: transform) { _, new in action(new) }
    }

    /// Runs `action` with the old and new values `transform` makes of this
    /// view's geometry whenever that value changes (and once, old and new
    /// alike, when the view is first laid out).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        background(
            GeometryReader { proxy in
                Color.clear.onChange(of: transform(proxy), initial: true, action)
            })
    }
}
