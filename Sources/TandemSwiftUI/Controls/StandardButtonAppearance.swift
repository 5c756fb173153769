/// A built-in style the button draws itself, with the standard look of
/// `standardKind`, rather than through the style's body.
protocol StandardButtonAppearance {
    var standardKind: StandardButtonBody.Kind { get }
}
