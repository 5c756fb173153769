import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

extension UIView {
    /// The center, in window coordinates, of the first descendant of type `T`.
    func center<T: UIView>(of type: T.Type) -> CGPoint? {
        guard let view = allSubviews.first(where: { $0 is T }) else { return nil }
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}

struct CounterButtonView: View {
    @State private var count = 0
    let disabled: Bool

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Increment") { count += 1 }
                .disabled(disabled)
        }
    }
}

struct ToggleView: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $isOn)
            Text(isOn ? "on" : "off")
        }
        .frame(width: 300)
    }
}

struct SliderView: View {
    @State private var value = 0.0

    var body: some View {
        VStack {
            Slider(value: $value, in: 0...10, step: 1)
            Text("value \(Int(value))")
        }
        .frame(width: 300)
    }
}

final class FieldModel: ObservableObject {
    @Published var text = "hello"
    var submits = 0
}

struct FieldView: View {
    @ObservedObject var model: FieldModel

    var body: some View {
        VStack {
            TextField("Name", text: $model.text)
                .onSubmit { model.submits += 1 }
            Text("echo \(model.text)")
        }
        .frame(width: 300)
    }
}

struct ShapedTapView: View {
    @State private var taps = 0

    var body: some View {
        Text("taps \(taps)")
            .padding(20)
            .contentShape(Rectangle())
            .onTapGesture { taps += 1 }
    }
}

struct TapView: View {
    @State private var taps = 0

    var body: some View {
        Text("taps \(taps)")
            .padding(20)
            .onTapGesture(count: 2) { taps += 1 }
    }
}

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, mint
    var id: Self { self }
}

struct PickerView: View {
    @State private var flavor = Flavor.vanilla

    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            .pickerStyle(.segmented)
            Text("picked \(flavor.rawValue)")
        }
        .frame(width: 300)
    }
}

@MainActor
@Suite struct ControlTests {
    @Test func aButtonRunsItsActionOnTapAndNotWhenDisabled() throws {
        let (controller, window) = host(CounterButtonView(disabled: false))
        defer { window.isHidden = true }
        let button = try #require(controller.view.labels.first { $0.text == "Increment" })
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        window.synthesizeTap(at: center)
        CATransaction.flush()
        window.synthesizeTap(at: center)
        CATransaction.flush()
        #expect(controller.view.labels.first?.text == "count 2")
        // The default style tints the title with the accent color.
        #expect(
            button.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
                == UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))

        let (disabled, disabledWindow) = host(CounterButtonView(disabled: true))
        defer { disabledWindow.isHidden = true }
        let title = try #require(disabled.view.labels.first { $0.text == "Increment" })
        disabledWindow.synthesizeTap(at: title.convert(CGPoint(x: title.bounds.midX, y: title.bounds.midY), to: nil))
        CATransaction.flush()
        #expect(disabled.view.labels.first?.text == "count 0")
    }

    /// While a touch is down, the standard styles draw the label at their
    /// pressed opacity (0.2 for the default style, 0.5 for bordered); the
    /// label comes back at full opacity, and the action still runs.
    @Test func aPressedButtonDimsItsLabelUntilReleased() throws {
        struct Buttons: View {
            @State var taps = 0
            var body: some View {
                VStack {
                    Text("taps \(taps)")
                    Button("Plain tint") { taps += 1 }
                    Button("Bordered") { taps += 10 }.buttonStyle(.bordered)
                }
            }
        }
        let (controller, window) = host(Buttons())
        defer { window.isHidden = true }
        func opacity(of title: String) throws -> CGFloat {
            var view: UIView? = try #require(controller.view.labels.first { $0.text == title }) as UILabel
            var alpha: CGFloat = 1
            while let current = view {
                alpha *= current.alpha
                view = current.superview
            }
            return alpha
        }
        func control(of title: String) throws -> UIControl {
            var view: UIView? = try #require(controller.view.labels.first { $0.text == title }) as UILabel
            while let current = view, !(current is UIControl) { view = current.superview }
            return try #require(view as? UIControl)
        }
        #expect(try opacity(of: "Plain tint") == 1)
        try control(of: "Plain tint").isHighlighted = true
        try control(of: "Bordered").isHighlighted = true
        CATransaction.flush()
        #expect(abs(try opacity(of: "Plain tint") - 0.2) < 0.001)
        #expect(abs(try opacity(of: "Bordered") - 0.5) < 0.001)
        try control(of: "Plain tint").isHighlighted = false
        try control(of: "Bordered").isHighlighted = false
        CATransaction.flush()
        #expect(try opacity(of: "Plain tint") == 1)
        #expect(try opacity(of: "Bordered") == 1)
        let title = try #require(controller.view.labels.first { $0.text == "Plain tint" })
        window.synthesizeTap(at: title.convert(CGPoint(x: title.bounds.midX, y: title.bounds.midY), to: nil))
        CATransaction.flush()
        #expect(controller.view.labels.first?.text == "taps 1")
    }

    /// A press changes the button's opacity, not its label's identity: state
    /// in the label survives it, and the label does not appear again.
    @Test func aPressKeepsTheLabelsStateAndViews() throws {
        struct Counting: View {
            @State private var serial = RowSerials.make()
            var body: some View {
                Text("label \(serial)").onAppear { EvaluationLog.shared.record("label appeared") }
            }
        }
        EvaluationLog.shared.reset()
        let (controller, window) = host(Button(action: {}) { Counting() })
        defer { window.isHidden = true }
        CATransaction.flush()
        let before = try #require(controller.view.labels.first)
        let text = before.text
        var view: UIView? = before
        while let current = view, !(current is UIControl) { view = current.superview }
        let control = try #require(view as? UIControl)
        control.isHighlighted = true
        CATransaction.flush()
        #expect(abs(control.alpha - 0.2) < 0.001)
        control.isHighlighted = false
        CATransaction.flush()
        #expect(control.alpha == 1)
        #expect(controller.view.labels.first === before)
        #expect(controller.view.labels.first?.text == text)
        #expect(EvaluationLog.shared.count("label appeared") == 1)
    }

    /// The default style is drawn by the button's own node: it tints and
    /// colors like `.buttonStyle(.automatic)`, whose body draws it.
    @Test func theDefaultStyleDrawsAsTheAutomaticStyleDoes() throws {
        struct Buttons: View {
            var body: some View {
                VStack {
                    Button("default") {}
                    Button("automatic") {}.buttonStyle(.automatic)
                    Button("delete", role: .destructive) {}
                    Button("disabled") {}.disabled(true)
                    Button("tinted") {}.tint(.green)
                }
            }
        }
        let (controller, window) = host(Buttons())
        defer { window.isHidden = true }
        func color(of title: String) throws -> UIColor {
            let label = try #require(controller.view.labels.first { $0.text == title }) as UILabel
            return label.textColor
        }
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(try color(of: "default") == UIColor.systemBlue.resolvedColor(with: light))
        #expect(try color(of: "automatic") == color(of: "default"))
        #expect(try color(of: "delete") == UIColor.systemRed.resolvedColor(with: light))
        #expect(try color(of: "disabled") == UIColor.systemGray.resolvedColor(with: light))
        #expect(try color(of: "tinted") == UIColor.systemGreen.resolvedColor(with: light))
    }

    @Test func aToggleFlipsItsBinding() throws {
        let (controller, window) = host(ToggleView())
        defer { window.isHidden = true }
        let center = try #require(controller.view.center(of: UISwitch.self))
        window.synthesizeTap(at: center)
        CATransaction.flush()
        #expect(controller.view.labels.last?.text == "on")
        // The switch sits at the trailing edge of the 300-point row.
        let frame = try #require(controller.view.allSubviews.first { $0 is UISwitch }).convert(
            CGRect(x: 0, y: 0, width: 51, height: 31), to: nil)
        #expect(abs(frame.maxX - 350) <= 1)
        window.synthesizeTap(at: center)
        CATransaction.flush()
        #expect(controller.view.labels.last?.text == "off")
    }

    @Test func aSliderWritesSteppedValues() throws {
        let (controller, window) = host(SliderView())
        defer { window.isHidden = true }
        let slider = try #require(controller.view.allSubviews.first { $0 is UISlider } as? UISlider)
        let frame = slider.convert(slider.bounds, to: nil)
        let thumb = slider.convert(
            slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0),
            to: nil)
        window.synthesizeDrag(
            from: CGPoint(x: thumb.midX, y: thumb.midY),
            by: UIWindow.straightOffsets(
                from: CGPoint(x: thumb.midX, y: thumb.midY),
                to: CGPoint(x: frame.minX + frame.width * 0.62, y: thumb.midY), steps: 8))
        CATransaction.flush()
        let text = try #require(controller.view.labels.last?.text)
        let value = try #require(Int(text.dropFirst("value ".count)))
        #expect((5...7).contains(value))
        #expect(slider.value == Float(value))
    }

    @Test func aTextFieldWritesItsBindingKeepsTheCaretAndSubmits() throws {
        let model = FieldModel()
        let (controller, window) = host(FieldView(model: model))
        defer { window.isHidden = true }
        let field = try #require(controller.view.allSubviews.first { $0 is UITextField } as? UITextField)
        #expect(field.text == "hello")
        #expect(field.placeholder == "Name")
        #expect(field.becomeFirstResponder())
        field.selectedRange = NSRange(location: 5, length: 0)
        field.insertText("!")
        CATransaction.flush()
        #expect(model.text == "hello!")
        #expect(controller.view.labels.last?.text == "echo hello!")
        // An update that assigns the same text does not move the caret.
        field.selectedRange = NSRange(location: 2, length: 0)
        model.text = "hello!"
        CATransaction.flush()
        #expect(field.selectedRange == NSRange(location: 2, length: 0))
        // A different value from the model is shown.
        model.text = "bye"
        CATransaction.flush()
        #expect(field.text == "bye")
        // Return submits.
        _ = (field as? UITextFieldDelegate)?.textFieldShouldReturn(field)
        #expect(model.submits == 1)
    }

    @Test func aDoubleTapGestureRunsOnceForTwoTaps() throws {
        let (controller, window) = host(TapView())
        defer { window.isHidden = true }
        let label = try #require(controller.view.labels.first)
        let frame = label.convert(label.bounds, to: nil)
        // Padding is empty space: taps there do not reach the gesture, as in SwiftUI.
        let padding = CGPoint(x: frame.minX - 10, y: frame.midY)
        window.synthesizeTap(at: padding)
        CATransaction.flush()
        window.synthesizeTap(at: padding)
        CATransaction.flush()
        #expect(label.text == "taps 0")
        let point = CGPoint(x: frame.midX, y: frame.midY)
        window.synthesizeTap(at: point)
        CATransaction.flush()
        #expect(label.text == "taps 0")
        window.synthesizeTap(at: point)
        CATransaction.flush()
        #expect(label.text == "taps 1")
    }

    @Test func aContentShapeMakesPaddingTappable() throws {
        let (controller, window) = host(ShapedTapView())
        defer { window.isHidden = true }
        let label = try #require(controller.view.labels.first)
        let frame = label.convert(label.bounds, to: nil)
        window.synthesizeTap(at: CGPoint(x: frame.minX - 10, y: frame.midY))
        CATransaction.flush()
        #expect(label.text == "taps 1")
    }

    @Test func aSegmentedPickerSelectsTheTaggedValue() throws {
        let (controller, window) = host(PickerView())
        defer { window.isHidden = true }
        let segments = try #require(
            controller.view.allSubviews.first { $0 is UISegmentedControl } as? UISegmentedControl)
        #expect(segments.numberOfSegments == 3)
        #expect(segments.titleForSegment(at: 1) == "Chocolate")
        #expect(segments.selectedSegmentIndex == 0)
        let frame = segments.convert(segments.bounds, to: nil)
        window.synthesizeTap(at: CGPoint(x: frame.minX + frame.width * 5 / 6, y: frame.midY))
        CATransaction.flush()
        #expect(controller.view.labels.last?.text == "picked mint")
        #expect(segments.selectedSegmentIndex == 2)
    }
}
