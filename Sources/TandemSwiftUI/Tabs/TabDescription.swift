import TandemUIKit

/// One tab of a tab view, read from its content value: its identity, its
/// view, and the tag, tab item and badge its modifiers give it.
@MainActor
struct TabDescription {
    let key: ChildKey
    let view: any View
    var tag: AnyHashable?
    var title: String?
    var image: UIImage?
    var badge: String?

    /// The tabs of `content`: each view of it, tuples, groups and `ForEach`
    /// split, and custom views read through (by `resolver`) when their body
    /// is several views or gives its tab a label, tag or badge.
    static func collect(_ content: any View, resolver: ViewListResolver) -> [TabDescription] {
        let rows = LazyRows.collect(content, resolver: resolver) { type in
            ViewListShape.isList(type) || TabAttributeTypes.carryAttributes(type)
        }
        return rows.map { row in
            let view = row.make()
            var tab = TabDescription(key: row.key, view: view)
            (view as? any TabAttributeSource)?.readTabAttributes(into: &tab)
            return tab
        }
    }
}

/// A view whose modifiers describe its tab.
@MainActor
protocol TabAttributeSource {
    /// Whether values of this type give their tab an attribute (a fact of the type).
    static var carriesTabAttributes: Bool { get }
    func readTabAttributes(into tab: inout TabDescription)
}

extension ModifiedContent: TabAttributeSource where Content: View {
    static var carriesTabAttributes: Bool {
        Modifier.self is any TagCarrying.Type || Modifier.self is any TabItemDescribing.Type
            || Modifier.self == BadgeModifier.self || TabAttributeTypes.carryAttributes(Content.self)
    }

    func readTabAttributes(into tab: inout TabDescription) {
        // The outermost modifier wins: it is read first and inner ones only fill what is missing.
        if let tagged = modifier as? any TagCarrying, tab.tag == nil { tab.tag = tagged.anyTag }
        if let item = modifier as? any TabItemDescribing, tab.title == nil && tab.image == nil {
            var parts = ButtonParts()
            ButtonParts.read(item.itemLabel, into: &parts)
            tab.title = parts.title
            tab.image = parts.image
        }
        if let badge = modifier as? BadgeModifier, tab.badge == nil { tab.badge = badge.value }
        (content as? any TabAttributeSource)?.readTabAttributes(into: &tab)
    }
}
