extension View {
    /// Draws the text in this view at `size`, whatever size the user chose.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size in this view within `range`: the user's size,
    /// or the size of `range` nearest to it (`...DynamicTypeSize.xxLarge`
    /// keeps a layout that cannot grow from the accessibility sizes).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            guard !range.contains(size) else { return }
            let inside = DynamicTypeSize.allCases.filter { range.contains($0) }
            // An empty range (`.large..<.large`) keeps the user's size.
            guard let smallest = inside.first, let largest = inside.last else { return }
            size = size < smallest ? smallest : largest
        }
    }
}
