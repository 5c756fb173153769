import Foundation
import TandemUIKit

/// A control that picks a value from a range by dragging a thumb, drawn by a `UISlider`.
///
/// It takes the width it is offered. With a `step`, values snap to it.
public struct Slider<Label: View>: View {
    let value: Binding<Double>
    let range: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    let label: Label

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Slider where Label == EmptyView {
    /// A slider bound to `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = nil
        self.onEditingChanged = onEditingChanged
        self.label = EmptyView()
    }

    /// A slider bound to `value` in `bounds`, snapping to multiples of `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
        self.onEditingChanged = onEditingChanged
        self.label = EmptyView()
    }
}

extension Slider {
    /// A slider bound to `value` in `bounds`, with an accessibility label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = nil
        self.onEditingChanged = onEditingChanged
        self.label = label()
    }
}

extension Slider: PlatformLeaf {
    func makePlatformView(environment: EnvironmentValues) -> BoundSlider {
        BoundSlider(frame: .zero)
    }

    func updatePlatformView(_ view: BoundSlider, environment: EnvironmentValues) {
        view.binding = value
        view.step = step
        view.onEditingChanged = onEditingChanged
        if view.minimumValue != Float(range.lowerBound) { view.minimumValue = Float(range.lowerBound) }
        if view.maximumValue != Float(range.upperBound) { view.maximumValue = Float(range.upperBound) }
        let current = Float(value.wrappedValue)
        if view.value != current { view.value = current }
        if view.isEnabled != environment.isEnabled { view.isEnabled = environment.isEnabled }
        view.minimumTrackTintColor = Color.accentColor.resolved(in: environment)
        // The label is not drawn; it names the slider, as on iOS.
        let name = (label as? Text)?.string
        if view.accessibilityLabel != name { view.accessibilityLabel = name }
    }

    /// The offered width (an ideal of 200 points), the slider's own height.
    func sizeThatFits(_ proposal: ProposedViewSize, view: BoundSlider, environment: EnvironmentValues) -> CGSize {
        CGSize(width: proposal.width ?? 200, height: view.intrinsicContentSize.height)
    }
}


extension Slider {
    /// A slider bound to `value` in `bounds`, snapping to multiples of
    /// `step`, with an accessibility label (the label names the slider; it
    /// is not drawn, as on iOS).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
        self.onEditingChanged = onEditingChanged
        self.label = label()
    }
}
