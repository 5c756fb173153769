/// A modifier whose `animatableData` SwiftUI interpolates: while a change
/// of the data animates, `body(content:)` is evaluated at every frame with
/// the data in between (an animated font size, a counting number).
///
/// Any modifier that conforms to `Animatable` is animated the same way;
/// this protocol names the pairing, as SwiftUI's does.
public protocol AnimatableModifier: Animatable, ViewModifier {}
