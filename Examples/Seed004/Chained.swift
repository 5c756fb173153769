// Seed 004, "SwiftUI 风格化": the wrapper configured by chained modifiers —
// `foregroundColor` returning `Self` (through `then`), `.disabled` read
// from the environment (`context.environment.isEnabled`), a custom `myFont`
// environment key, and `onCommit` handed to the coordinator in
// `updateUIView`.
//
// Linux-forced changes: none. Not Linux-forced: the seed builds this on
// version 1.0 and shows it in pieces, linking to the full source ("查看
// 源代码"); the pieces are put together here in a caseless enum (the seed
// reuses the names). The seed's chain sets `.font(.title)`, a SwiftUI
// `Font` its `myFont` key cannot take; the demo passes a `UIFont`, as the
// seed's `font(_:)` methods expect.
import SwiftUI
import UIKit

/// The seed's chained-modifier version of the wrapper, and a demo.
enum Chained {
    struct TextFieldWrapper: UIViewRepresentable {
        init(_ placeholder: String, text: Binding<String>) {
            self.placeholder = placeholder
            self._text = text
        }

        let placeholder: String
        @Binding var text: String
        private var color:UIColor = .label
        private var clearButtonMode: UITextField.ViewMode = .whileEditing
        private var onCommit: () -> Void = {}
        private var onEditingChanged: (Bool) -> Void = { _ in }

        typealias UIViewType = UITextField
        func makeUIView(context: Context) -> UIViewType {
            let textfield = UITextField()
            textfield.setContentHuggingPriority(.defaultHigh, for: .vertical)
            textfield.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            textfield.placeholder = placeholder
            textfield.text = text
            textfield.delegate = context.coordinator
            return textfield
        }

        func updateUIView(_ uiView: UIViewType, context: Context) {
            DispatchQueue.main.async {
                uiView.text = text
            }
            uiView.textColor = color
            uiView.isEnabled = context.environment.isEnabled
            uiView.font = context.environment.myFont
            uiView.clearButtonMode = clearButtonMode
            context.coordinator.onCommit = onCommit
            context.coordinator.onEditingChanged = onEditingChanged
        }

        func makeCoordinator() -> Coordinator {
            .init(text: $text)
        }
    }

    struct Demo: View {
        @State var name: String = ""
        @State var allowEdit = false
        var body: some View {
            VStack {
                TextFieldWrapper("name:",text:$name)
                    .clearMode(.whileEditing)
                    .onCommit{print("commit")}
                    .foregroundColor(.red)
                    .font(.preferredFont(forTextStyle: .title1))
                    .disabled(allowEdit)
                    .border(.blue)
                    .padding()
                Text("name:\(name)")
                Button(allowEdit ? "Enable" : "Disable") {
                    allowEdit.toggle()
                }
            }
        }
    }
}

extension Chained.TextFieldWrapper {
    class Coordinator: NSObject, UITextFieldDelegate {
        @Binding var text: String
        var onCommit: () -> Void = {}
        var onEditingChanged: (Bool) -> Void = { _ in }
        init(text: Binding<String>) {
            self._text = text
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

extension Chained.TextFieldWrapper {
    func foregroundColor(_ color:UIColor) -> Self{
        then{
            $0.color = color
        }
    }

    func clearMode(_ mode: UITextField.ViewMode) -> Self {
        then {
            $0.clearButtonMode = mode
        }
    }

    func onCommit(_ action: @escaping () -> Void) -> Self {
        then {
            $0.onCommit = action
        }
    }

    func onEditingChanged(_ action: @escaping (Bool) -> Void) -> Self {
        then {
            $0.onEditingChanged = action
        }
    }

    func font(_ font:UIFont) -> some View{
        environment(\.myFont, font)
    }
}

extension View {
    func then(_ body: (inout Self) -> Void) -> Self {
        var result = self
        body(&result)
        return result
    }
}

struct MyFontKey:EnvironmentKey{
    static var defaultValue: UIFont?
}

extension EnvironmentValues{
    var myFont:UIFont?{
        get{self[MyFontKey.self]}
        set{self[MyFontKey.self] = newValue}
    }
}

extension View {
    func font(_ font:UIFont?) -> some View{
        environment(\.myFont, font)
    }
}
