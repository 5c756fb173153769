public import Foundation

/// Colors at locations from 0 to 1, for gradient styles.
public struct Gradient: Hashable, Sendable {
    /// A color at a location.
    public struct Stop: Hashable, Sendable {
        /// The color.
        public var color: Color
        /// Where it sits, 0...1.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient of `stops`.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient of `colors`, evenly spaced.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }

    @MainActor func resolvedStops(in environment: EnvironmentValues) -> [ResolvedGradient.Stop] {
        stops.map { ResolvedGradient.Stop(color: $0.color.resolved(in: environment), location: $0.location) }
    }
}
