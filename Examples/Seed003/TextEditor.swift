// Seed 003 ("UIViewRepresentable làm cho tử tế"): a UITextView wrapped for
// SwiftUI, with the guard in updateUIView that keeps typing from looping
// or moving the caret, and the seed's sizeThatFits. `TextEditor` shadows
// SwiftUI's `TextEditor` in this module, as it would in an app.
//
// Linux-forced changes: none — the code below is the seed's, as written
// (its sizeThatFits, shown on its own in the seed, is in an extension).
import SwiftUI
import UIKit

struct TextEditor: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.delegate = context.coordinator
        textView.font = .preferredFont(forTextStyle: .body)
        return textView
    }

    func updateUIView(_ textView: UITextView, context: Context) {
        if textView.text != text {          // cái guard quan trọng
            textView.text = text
        }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(text: $text)
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        @Binding var text: String

        init(text: Binding<String>) {
            _text = text
        }

        func textViewDidChange(_ textView: UITextView) {
            text = textView.text
        }
    }
}

extension TextEditor {
    func sizeThatFits(_ proposal: ProposedViewSize,
                      uiView: UITextView,
                      context: Context) -> CGSize? {
        let width = proposal.width ?? UIView.layoutFittingCompressedSize.width
        let size = uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: width, height: size.height)
    }
}
