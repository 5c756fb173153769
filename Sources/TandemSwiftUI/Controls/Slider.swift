import Foundation
import TandemUIKit

/// A control that picks a value from a range by dragging a thumb, drawn by a `UISlider`.
///
/// The slider takes the width it is offered. With a `step`, values snap to
/// it. Its `label` names it for accessibility and is not drawn, as on iOS;
/// value labels, when given, are drawn before (minimum) and after (maximum)
/// the track, in a row with the standard spacing, the track taking the
/// rest of the width.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let range: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: Double?, onEditingChanged: @escaping (Bool) -> Void,
        label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step
        self.onEditingChanged = onEditingChanged
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// The value labels on either side of the track (none drawn when they
    /// are empty views).
    public var body: some View {
        HStack {
            minimumValueLabel
            SliderLeaf(
                value: value, range: range, step: step, onEditingChanged: onEditingChanged,
                name: ControlLabelName.of(label))
            maximumValueLabel
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider bound to `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: EmptyView(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// A slider bound to `value` in `bounds`, snapping to multiples of `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: EmptyView(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider bound to `value` in `bounds`, with an accessibility label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// A slider bound to `value` in `bounds`, snapping to multiples of
    /// `step`, with an accessibility label (the label names the slider; it
    /// is not drawn, as on iOS).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Slider {
    /// A slider bound to `value` in `bounds`, with an accessibility label
    /// and the labels of its minimum and maximum drawn on either side.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// A slider bound to `value` in `bounds`, snapping to multiples of
    /// `step`, with an accessibility label and the labels of its minimum
    /// and maximum drawn on either side.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// A slider bound to `value` in `bounds` with its minimum and maximum
    /// labels drawn on either side (iOS 13's form, deprecated by Apple for
    /// the one whose labels are view builders).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// A slider bound to `value` in `bounds`, snapping to multiples of
    /// `step`, with its minimum and maximum labels drawn on either side
    /// (iOS 13's form, deprecated by Apple for the one whose labels are
    /// view builders).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
}
