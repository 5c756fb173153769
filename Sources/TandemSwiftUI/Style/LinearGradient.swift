/// A gradient along a line from a start point to an end point (in the
/// shape's unit square); it also draws as a view filling its space.
public struct LinearGradient: ShapeStyle, View, Equatable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A linear gradient. Not isolated, as none of the gradients' are: a
    /// gradient is a `Sendable` value, made anywhere (`.linearGradient(...)`
    /// is a shape style in a nonisolated context).
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A linear gradient of evenly spaced colors.
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of stops.
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient filling a rectangle.
    public var body: _ShapeView<Rectangle, LinearGradient> { Rectangle().fill(self) }
}

extension LinearGradient: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(
            ResolvedGradient(
                stops: gradient.resolvedStops(in: environment), kind: .linear(start: startPoint, end: endPoint)))
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of evenly spaced `colors` from `startPoint` to `endPoint`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops` from `startPoint` to `endPoint`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
