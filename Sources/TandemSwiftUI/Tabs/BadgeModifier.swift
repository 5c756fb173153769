/// Gives the tab of the modified view a badge (nil: none). Shows the content unchanged.
struct BadgeModifier: ViewModifier, DescriptiveModifier {
    typealias Body = Never
    let value: String?
}
