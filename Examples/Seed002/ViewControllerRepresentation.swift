// Seed 002: the representable that wraps `ViewController` for SwiftUI.
//
// Linux-forced change: Linux has no storyboards, so
// `UIStoryboard(name: "Storyboard", bundle: nil).instantiateViewController(identifier: "ViewController") as! ViewController`
// becomes a code-built controller (`makeViewController()`, below).
import SwiftUI
import UIKit

struct ViewControllerRepresentation: UIViewControllerRepresentable {
  typealias UIViewControllerType = ViewController
    
  func makeUIViewController(context: UIViewControllerRepresentableContext<ViewControllerRepresentation>) -> ViewControllerRepresentation.UIViewControllerType {
    return ViewControllerRepresentation.makeViewController()
}
    
  func updateUIViewController(_ uiViewController: ViewControllerRepresentation.UIViewControllerType, context: UIViewControllerRepresentableContext<ViewControllerRepresentation>) {}
}

extension ViewControllerRepresentation {
    /// What stands in for the storyboard: builds the controller in code.
    /// Tests may replace it (for instance with a subclass that records its
    /// lifecycle); it is read on the main thread only.
    package static var makeViewController: () -> ViewController = { ViewController() }
}
