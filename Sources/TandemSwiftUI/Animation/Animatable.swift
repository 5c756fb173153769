/// A value whose changes animations interpolate through `animatableData`
/// (a shape's parameters: a custom `Shape` that sets it animates them).
/// Main-actor isolated, as views are in Tandem.
@preconcurrency @MainActor
public protocol Animatable {
    /// What is interpolated.
    associatedtype AnimatableData: VectorArithmetic
    /// The value's interpolated part.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing: the value changes at once.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable {
    /// Whether values of this type have data to interpolate (not `EmptyAnimatableData`).
    static var hasAnimatableData: Bool { AnimatableData.self != EmptyAnimatableData.self }
    /// Whether this value's type has data to interpolate.
    var hasAnimatableData: Bool { Self.hasAnimatableData }
}
