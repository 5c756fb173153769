// Seed 002: the representable that wraps `ViewController` for SwiftUI.
//
// Linux-forced changes: none. The storyboard is read from
// `Storyboard.storyboard` (a resource of this target) at run time; its
// scene names the class as `customModule="Seed002Example"`, this target's module.
// (Tandem addition: `makeViewController`, below, lets tests substitute the controller.)
import SwiftUI
import UIKit

struct ViewControllerRepresentation: UIViewControllerRepresentable {
  typealias UIViewControllerType = ViewController
    
  func makeUIViewController(context: UIViewControllerRepresentableContext<ViewControllerRepresentation>) -> ViewControllerRepresentation.UIViewControllerType {
    if let make = ViewControllerRepresentation.makeViewController { return make() }
    return UIStoryboard(name: "Storyboard", bundle: nil).instantiateViewController(identifier: "ViewController") as! ViewController
}
    
  func updateUIViewController(_ uiViewController: ViewControllerRepresentation.UIViewControllerType, context: UIViewControllerRepresentableContext<ViewControllerRepresentation>) {}
}

extension ViewControllerRepresentation {
    /// A test hook (not the seed's): when set, makes the controller instead
    /// of the storyboard (for instance a subclass that records its
    /// lifecycle). Read on the main thread only.
    package static var makeViewController: (() -> ViewController)? = nil
}
