import Foundation
import TandemGraphics

/// An animation of a property from one value to another.
///
/// As in Core Animation: with `fromValue` and `toValue` it runs between
/// them; `byValue` is added to the one given (or to the layer's current
/// value); a missing end is the layer's current value (the presentation
/// so far for the start, the model for the end).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value it starts at.
    open var fromValue: Any? { didSet { converted = nil } }
    /// The value it ends at.
    open var toValue: Any? { didSet { converted = nil } }
    /// The change it makes, with `fromValue` or `toValue` (or the current value) as the other end.
    open var byValue: Any? { didSet { converted = nil } }

    /// ``fromValue``, ``toValue`` and ``byValue`` as animated values, read
    /// from their `Any`s once: each frame reads them for every animating
    /// layer, and the dynamic casts were a sixth of a frame.
    private var converted: (from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue?)?

    private var convertedValues: (from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue?) {
        if let converted { return converted }
        let values = (AnimatedValue(fromValue), AnimatedValue(toValue), AnimatedValue(byValue))
        converted = values
        return values
    }

    override func value(at cycleTime: CFTimeInterval, key: LayerAnimationKey, values: PresentationValues)
        -> AnimatedValue?
    {
        guard let (from, to) = ends(key: key, values: values) else { return nil }
        return from.interpolated(to: to, fraction(at: cycleTime))
    }

    /// The fraction of the way from start to end at `cycleTime` (springs override it).
    func fraction(at cycleTime: CFTimeInterval) -> Double {
        easedFraction(at: cycleTime)
    }

    /// The two values it runs between, resolved as Core Animation resolves them.
    private func ends(key: LayerAnimationKey, values: PresentationValues) -> (AnimatedValue, AnimatedValue)? {
        let (from, to, by) = convertedValues
        let additive = isAdditive
        // An additive animation's missing end is no change; otherwise the layer's value.
        func current() -> AnimatedValue? { additive ? values.current(key).map(Self.zero(like:)) : values.current(key) }
        func model() -> AnimatedValue? { additive ? values.current(key).map(Self.zero(like:)) : values.modelValue(key) }
        switch (from, to, by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return from.adding(by).map { (from, $0) }
        case (nil, let to?, let by?): return to.subtracting(by).map { ($0, to) }
        case (let from?, nil, nil): return model().map { (from, $0) }
        case (nil, let to?, nil): return current().map { ($0, to) }
        case (nil, nil, let by?):
            guard let start = current(), let end = start.adding(by) else { return nil }
            return (start, end)
        case (nil, nil, nil): return nil
        }
    }

    /// No change, of the kind of `value` (the base of an additive animation without one of its ends).
    static func zero(like value: AnimatedValue) -> AnimatedValue {
        switch value {
        case .number: .number(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .color, .noColor: .color(red: 0, green: 0, blue: 0, alpha: 0)
        case .transform: .transform(CATransform3D())
        }
    }
}
