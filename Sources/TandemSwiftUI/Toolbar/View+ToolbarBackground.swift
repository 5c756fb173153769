extension View {
    /// The background of `bars` while the screen this view is in is shown:
    /// for the navigation bar (also `.automatic`, or no bar named), a fill
    /// of `style` (a color; another style is drawn in its representative
    /// color) once content scrolls under the bar, and at the scroll edge
    /// too with `toolbarBackground(.visible, for:)`. The innermost setting wins.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let color =
            (style as? Color)
            ?? Color(uiColor: AnyShapeStyle(style).resolvePaint(in: EnvironmentValues()).representativeColor)
        return navigationBarLook(bars) { if $0.background == nil { $0.background = color } }
    }

    /// Whether the background of `bars` shows: `.visible` also at the
    /// scroll edge, `.hidden` never, `.automatic` once content scrolls
    /// under the bar. The innermost setting wins.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarLook(bars) { look in
            if look.visibility == nil, visibility != .automatic { look.visibility = visibility }
        }
    }

    /// The color scheme of `bars`' titles (nil: the screen's). The innermost setting wins.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        navigationBarLook(bars) { look in
            if look.colorScheme == nil, let colorScheme { look.colorScheme = colorScheme }
        }
    }

    /// Changes the navigation bar look the views inside ask for with
    /// `change`, when `bars` name the navigation bar (Tandem changes no other bar's look).
    private func navigationBarLook(
        _ bars: [ToolbarPlacement], _ change: @escaping (inout NavigationBarLook) -> Void
    ) -> some View {
        let applies = bars.isEmpty || bars.contains(where: \.isNavigationBar)
        return transformPreference(NavigationBarLookKey.self) { value in
            guard applies else { return }
            var look = value ?? NavigationBarLook()
            change(&look)
            value = look == NavigationBarLook() ? nil : look
        }
    }
}
