// Seed 004: a UITextField wrapped for SwiftUI (version 2.0 of the seed's
// TextFieldWrapper): settings passed in and applied in updateUIView on the
// next turn of the main queue, a coordinator writing the binding from
// shouldChangeCharactersIn, onCommit from Return, onEditingChanged from
// begin and end editing. `TextFieldWrapper` and its `Coordinator` are the
// seed's code, unchanged; the screen records what the seed's `Demo` printed.
import Foundation
import Testing
import TandemTestSupport
import TandemUIKit

import SwiftUI
import UIKit

struct TextFieldWrapper: UIViewRepresentable {
    init(_ placeholder: String,
         text: Binding<String>,
         color: UIColor = .label,
         font: UIFont = .preferredFont(forTextStyle: .body),
         clearButtonMode:UITextField.ViewMode = .whileEditing,
         onCommit: @escaping () -> Void = {},
         onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    {
        self.placeholder = placeholder
        self._text = text
        self.color = color
        self.font = font
        self.clearButtonMode = clearButtonMode
        self.onCommit = onCommit
        self.onEditingChanged = onEditingChanged
    }

    let placeholder: String
    @Binding var text: String
    let color: UIColor
    let font: UIFont
    let clearButtonMode: UITextField.ViewMode
    var onCommit: () -> Void
    var onEditingChanged: (Bool) -> Void

    typealias UIViewType = UITextField
    func makeUIView(context: Context) -> UIViewType {
        let textfield = UITextField()
        textfield.setContentHuggingPriority(.defaultHigh, for: .vertical)
        textfield.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        textfield.placeholder = placeholder
        textfield.delegate = context.coordinator
        return textfield
    }

    func updateUIView(_ uiView: UIViewType, context: Context) {
        DispatchQueue.main.async {
            uiView.text = text
            uiView.textColor = color
            uiView.font = font
            uiView.clearButtonMode = clearButtonMode
        }
    }

    func makeCoordinator() -> Coordinator {
        .init(text: $text,onCommit: onCommit,onEditingChanged: onEditingChanged)
    }
}

extension TextFieldWrapper {
    class Coordinator: NSObject, UITextFieldDelegate {
        @Binding var text: String
        var onCommit: () -> Void
        var onEditingChanged: (Bool) -> Void
        init(text: Binding<String>,
             onCommit: @escaping () -> Void,
             onEditingChanged: @escaping (Bool) -> Void) {
            self._text = text
            self.onCommit = onCommit
            self.onEditingChanged = onEditingChanged
        }

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            if let text = textField.text as NSString? {
                let finaltext = text.replacingCharacters(in: range, with: string)
                self.text = finaltext as String
            }
            return true
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            onCommit()
            return true
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            onEditingChanged(true)
        }

        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            onEditingChanged(false)
        }
    }
}

final class Seed004Log {
    var events: [String] = []
}

/// The seed's `Demo`, recording instead of printing.
struct Seed004Demo: View {
    @State var name: String = ""
    @State var color: UIColor = .red
    let log: Seed004Log
    var body: some View {
        VStack {
            TextFieldWrapper("name:",
                             text: $name,
                             color: color,
                             font: .preferredFont(forTextStyle: .title1),
                             clearButtonMode: .whileEditing,
                             onCommit: { log.events.append("return") },
                             onEditingChanged: { editing in log.events.append("isEditing \(editing)") })
                .border(.blue)
                .padding()
            Text("name:\(name)")
            Button("Random Name") {
                name = "42"
            }
            Button("Change Color") {
                color = color == .red ? .label : .red
            }
        }
    }
}

@MainActor
@Suite struct Seed004Tests {
    /// Lets the main queue run what updateUIView sent to it.
    func drainMainQueue() async throws {
        try await Task.sleep(nanoseconds: 50_000_000)
        CATransaction.flush()
    }

    @Test func theWrappedTextFieldBehavesLikeTextField() async throws {
        let log = Seed004Log()
        let (_, window) = host(Seed004Demo(log: log), width: 360, height: 500)
        defer { window.isHidden = true }
        try await drainMainQueue()
        let field = try #require(window.allSubviews.first { $0 is UITextField } as? UITextField)
        #expect(field.placeholder == "name:")
        #expect(field.textColor == .red)
        #expect(field.font?.pointSize == UIFont.preferredFont(forTextStyle: .title1).pointSize)

        // Editing: begin, type (the coordinator writes the binding), Return, end.
        window.tap(window.frame(of: field).center)
        for character in "Ada" { window.handleKeyboardInput(.text(String(character))) }
        CATransaction.flush()
        #expect(window.labels.contains { $0.text == "name:Ada" })
        window.handleKeyboardInput(.key(.returnKey, modifiers: []))
        _ = field.resignFirstResponder()
        #expect(log.events == ["isEditing true", "return", "isEditing false"])

        // A new name from SwiftUI reaches the field on the next turn of the main queue.
        window.tap(try #require(window.labels.first { $0.text == "Random Name" }).convert(CGPoint(x: 5, y: 5), to: window))
        try await drainMainQueue()
        #expect(field.text == "42")
        #expect(window.labels.contains { $0.text == "name:42" })

        // And so does a new color.
        window.tap(try #require(window.labels.first { $0.text == "Change Color" }).convert(CGPoint(x: 5, y: 5), to: window))
        try await drainMainQueue()
        #expect(field.textColor == .label)
    }
}
