/// Which view types give their tab an attribute: a tab item, tag or badge
/// modifier around them, or in the body of a custom view (a tab view then
/// reads through the custom view, as SwiftUI reads traits through bodies).
///
/// A fact of the type, found once per type and kept.
@MainActor
enum TabAttributeTypes {
    static func carryAttributes(_ type: any View.Type) -> Bool {
        TypeFacts.fact(.carriesTabAttributes, of: type, provisional: false) {
            if let source = type as? any TabAttributeSource.Type { return source.carriesTabAttributes }
            // An `if`/`else` or optional body: a branch that carries one is enough.
            if let choice = type as? any ViewChoiceType.Type {
                return choice.choiceTypes.contains { carryAttributes($0) }
            }
            return ViewListShape.isCustom(type) && carryAttributes(TypeFacts.bodyType(of: type))
        }
    }
}
