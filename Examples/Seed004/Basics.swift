// Seed 004 ("在 SwiftUI 中使用 UIKit 视图"), "UIViewRepresentable 协议": a
// spinner like ProgressView, from UIActivityIndicatorView. The seed's code,
// as written (its spelling `MyProgrssView` included).
//
// Linux-forced changes: none. Not Linux-forced: the seed names four
// different views `Demo` (and three versions of `TextFieldWrapper`), so
// each of its sections is in a caseless enum named after it.
import SwiftUI
import UIKit

/// The seed's first section: a UIKit spinner as a SwiftUI view.
enum Basics {
    struct MyProgrssView: UIViewRepresentable {
        func makeUIView(context: Context) -> UIActivityIndicatorView {
            let view = UIActivityIndicatorView()
            view.startAnimating()
            return view
        }

        func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
    }

    struct Demo: View {
        var body: some View {
                MyProgrssView()
        }
    }
}
