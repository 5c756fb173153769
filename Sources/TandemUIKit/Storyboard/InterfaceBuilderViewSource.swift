import Foundation

/// Where a view controller's view comes from when it is loaded: its scene
/// in a storyboard, or a nib (named, or looked up by the class's name).
enum InterfaceBuilderViewSource {
    /// The scene of `controller` (its element) in `storyboard`.
    case scene(UIStoryboard, InterfaceBuilderElement)
    /// The nib `name` in `bundle` (nil name: named after the controller's class, when such a nib exists).
    case nib(name: String?, bundle: Bundle?)
}
