/// A coordinate space a frame can be expressed in: the window's
/// (`.global`), the view's own (`.local`), or an ancestor's named with
/// `.coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable {
    /// The window's coordinates.
    case global
    /// The view's own coordinates.
    case local
    /// The coordinates of the ancestor named `name`.
    case named(AnyHashable)

    /// Whether this is the global space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local space.
    public var isLocal: Bool { self == .local }
}

extension CoordinateSpace: @unchecked Sendable {}

extension View {
    /// Names this view's coordinate space `name`, for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}
