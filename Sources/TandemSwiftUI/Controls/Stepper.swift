import Foundation
import TandemUIKit

/// A control that increments and decrements a value: its label, then a
/// `UIStepper` at the trailing edge.
public struct Stepper<Label: View>: View {
    let value: Binding<Double>
    let range: ClosedRange<Double>?
    let step: Double
    let label: Label

    /// The label, a spacer and the stepper.
    public var body: some View {
        LabeledControl(label: label, control: StepperLeaf(value: value, range: range, step: step))
    }
}

extension Stepper {
    /// A stepper bound to `value`, by `step`, within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) where V: BinaryInteger, V.Stride: BinaryInteger {
        self.value = Binding(
            get: { Double(value.wrappedValue) },
            set: { value.wrappedValue = V(exactly: $0.rounded()) ?? value.wrappedValue })
        self.range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
        self.label = label()
    }

    /// A stepper bound to `value`, by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)
    where V: BinaryInteger, V.Stride: BinaryInteger {
        self.value = Binding(
            get: { Double(value.wrappedValue) },
            set: { value.wrappedValue = V(exactly: $0.rounded()) ?? value.wrappedValue })
        self.range = nil
        self.step = Double(step)
        self.label = label()
    }
}

extension Stepper {
    /// A stepper bound to a floating-point `value`, by `step`, within `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
        self.label = label()
    }

    /// A stepper bound to a floating-point `value`, by `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.range = nil
        self.step = Double(step)
        self.label = label()
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a localized key, bound to a floating-point `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    )
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper titled with a localized key, bound to `value` within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    )
    where V: BinaryInteger, V.Stride: BinaryInteger {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper titled with a localized key, bound to `value`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1)
    where V: BinaryInteger, V.Stride: BinaryInteger {
        self.init(value: value, step: step) { Text(titleKey) }
    }
}
