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
        HStack {
            label
            Spacer()
            StepperLeaf(value: value, range: range, step: step)
        }
    }
}

extension Stepper {
    /// A stepper bound to `value`, by `step`, within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) where V: BinaryInteger, V.Stride: BinaryInteger {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V(exactly: $0.rounded()) ?? value.wrappedValue })
        self.range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
        self.label = label()
    }

    /// A stepper bound to `value`, by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)
    where V: BinaryInteger, V.Stride: BinaryInteger {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V(exactly: $0.rounded()) ?? value.wrappedValue })
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
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper titled with a localized key, bound to `value` within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
    where V: BinaryInteger, V.Stride: BinaryInteger {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper titled with a localized key, bound to `value`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1)
    where V: BinaryInteger, V.Stride: BinaryInteger {
        self.init(value: value, step: step) { Text(titleKey) }
    }
}

/// The stepper control of a `Stepper`.
struct StepperLeaf: View, PlatformLeaf {
    let value: Binding<Double>
    let range: ClosedRange<Double>?
    let step: Double

    var body: Never { primitiveBodyCalled(Self.self) }

    func makePlatformView(environment: EnvironmentValues) -> BoundStepper {
        BoundStepper(frame: .zero)
    }

    func updatePlatformView(_ view: BoundStepper, environment: EnvironmentValues) {
        view.binding = value
        let lower = range?.lowerBound ?? -Double(Int32.max), upper = range?.upperBound ?? Double(Int32.max)
        if view.minimumValue != lower { view.minimumValue = lower }
        if view.maximumValue != upper { view.maximumValue = upper }
        if view.stepValue != step, step > 0 { view.stepValue = step }
        if view.value != value.wrappedValue { view.value = value.wrappedValue }
        if view.isEnabled != environment.isEnabled { view.isEnabled = environment.isEnabled }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, view: BoundStepper, environment: EnvironmentValues) -> CGSize {
        view.intrinsicContentSize
    }
}

/// A stepper that writes its value to a binding.
final class BoundStepper: UIStepper {
    var binding: Binding<Double>?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.binding?.wrappedValue = self.value
        }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
