// Seed 004, "版本 1.0": TextFieldWrapper like `TextField("name:", text: $name)`
// — hugging and compression resistance so that it is as tall as its text,
// a coordinator writing the binding from `shouldChangeCharactersIn`, and
// `updateUIView` sending SwiftUI's value to the field on the next turn of
// the main queue.
//
// Linux-forced changes: none. Not Linux-forced: the seed links to this
// version's full source ("查看 源代码") and shows it in pieces; the pieces
// are put together here, in a caseless enum (the seed reuses the names).
import SwiftUI
import UIKit

/// The seed's version 1.0 of the wrapper, and its demo.
enum Version1 {
    struct TextFieldWrapper: UIViewRepresentable {
        init(_ placeholder: String, text: Binding<String>) {
            self.placeholder = placeholder
            self._text = text
        }

        let placeholder: String
        @Binding var text: String

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
        }

        func makeCoordinator() -> Coordinator {
            .init(text: $text)
        }
    }

    struct Demo: View {
        @State var name: String = ""
        var body: some View {
            VStack {
                TextFieldWrapper("name:", text: $name)
                    .border(.blue)
                    .padding()
                Text("name:\(name)")
                Button("Random Name"){
                    name = String(Int.random(in: 0...100))
                }
            }
        }
    }
}

extension Version1.TextFieldWrapper{
    class Coordinator:NSObject,UITextFieldDelegate{
        @Binding var text:String
        init(text:Binding<String>){
            self._text = text
        }

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            if let text = textField.text as NSString? {
                let finaltext = text.replacingCharacters(in: range, with: string)
                self.text = finaltext as String
            }
            return true
        }
    }
}
