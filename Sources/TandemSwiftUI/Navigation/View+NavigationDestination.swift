extension View {
    /// Makes the screens of values of type `data` in the enclosing
    /// navigation stack: for value links and for the bound path. Registered
    /// while this view is shown.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationModifier<D, C>(destination: destination))
    }

    /// Pushes `destination()` on the enclosing navigation stack while
    /// `isPresented` is true; popping the screen sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> some View
    {
        modifier(PresentedDestinationModifier(isPresented: isPresented, destination: destination()))
    }
}
