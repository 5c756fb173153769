/// One option of a picker: its title and the value it selects.
struct PickerOption {
    let title: String
    let tag: AnyHashable?
}

/// Views that can stand as picker options, found in the picker's content
/// value: tagged texts and labels, tuples, groups and `ForEach`, whose ids
/// tag their rows as in SwiftUI.
@MainActor
protocol PickerOptionSource {
    func appendOptions(to options: inout PickerOptions, implicitTag: AnyHashable?, path: [AnyHashable])
}

/// A picker's options, read from its content; a custom view is read
/// through, its body run by a resolver that keeps its state under the
/// picker's node (``DetachedViewListScope``), as SwiftUI reads a picker's
/// options through custom views.
@MainActor
struct PickerOptions {
    private(set) var options: [PickerOption] = []
    /// Runs custom views' bodies; nil where there is no node to keep their
    /// state (a picker read as menu elements), and custom views are skipped.
    private let resolver: ViewListResolver?
    /// The node custom views met now are found in; nil: the resolver's root.
    private var owner: ViewNode?

    private init(resolver: ViewListResolver?) {
        self.resolver = resolver
    }

    /// The options of `content`; the caller calls the resolver's
    /// ``ViewListResolver/finish()``. Without a resolver, custom views give none.
    static func collect(_ content: any View, resolver: ViewListResolver?) -> [PickerOption] {
        var collected = PickerOptions(resolver: resolver)
        collected.append(content, implicitTag: nil, path: [])
        return collected.options
    }

    /// Adds the options of `view`, identified by `path`; `implicitTag` is
    /// the tag of an option that has none of its own (a `ForEach` row's id).
    mutating func append(_ view: any View, implicitTag: AnyHashable?, path: [AnyHashable]) {
        if let source = view as? any PickerOptionSource {
            source.appendOptions(to: &self, implicitTag: implicitTag, path: path)
        } else if ViewListShape.isCustom(type(of: view)) {
            guard let resolver else { return }
            let found = resolver.body(of: view, key: .explicit(AnyHashable(path)), owner: owner ?? resolver.root)
            let outer = owner
            owner = found.node
            append(found.body, implicitTag: implicitTag, path: path + [AnyHashable("body")])
            owner = outer
        } else {
            options.append(PickerOption(title: "\(type(of: view))", tag: implicitTag))
        }
    }

    /// Adds one option.
    mutating func append(_ option: PickerOption) {
        options.append(option)
    }

    /// Drops the options from `index` on (what a label's title gave, kept as its text).
    mutating func dropOptions(from index: Int) {
        options.removeSubrange(index...)
    }
}

extension Text: PickerOptionSource {
    func appendOptions(to options: inout PickerOptions, implicitTag: AnyHashable?, path: [AnyHashable]) {
        options.append(PickerOption(title: string, tag: implicitTag))
    }
}

extension Label: PickerOptionSource {
    func appendOptions(to options: inout PickerOptions, implicitTag: AnyHashable?, path: [AnyHashable]) {
        // The title's first option gives the text (a custom title is read through too).
        let start = options.options.count
        options.append(title, implicitTag: implicitTag, path: path + [AnyHashable("title")])
        let title = options.options.count > start ? options.options[start].title : ""
        options.dropOptions(from: start)
        options.append(PickerOption(title: title, tag: implicitTag))
    }
}

extension TupleView: PickerOptionSource {
    func appendOptions(to options: inout PickerOptions, implicitTag: AnyHashable?, path: [AnyHashable]) {
        for (index, element) in elements.enumerated() {
            options.append(element, implicitTag: nil, path: path + [AnyHashable(index)])
        }
    }
}

extension Group: PickerOptionSource {
    func appendOptions(to options: inout PickerOptions, implicitTag: AnyHashable?, path: [AnyHashable]) {
        options.append(content, implicitTag: implicitTag, path: path + [AnyHashable(0)])
    }
}

extension ForEach: PickerOptionSource where Content: View {
    func appendOptions(to options: inout PickerOptions, implicitTag: AnyHashable?, path: [AnyHashable]) {
        for element in data {
            let id = AnyHashable(id(element))
            options.append(content(element), implicitTag: id, path: [AnyHashable(path), id])
        }
    }
}

extension ModifiedContent: PickerOptionSource where Content: View, Modifier: ViewModifier {
    func appendOptions(to options: inout PickerOptions, implicitTag: AnyHashable?, path: [AnyHashable]) {
        let tag = (modifier as? any TagCarrying)?.anyTag ?? implicitTag
        options.append(content, implicitTag: tag, path: path + [AnyHashable(0)])
    }
}

/// A modifier that carries a tag.
@MainActor
protocol TagCarrying {
    var anyTag: AnyHashable { get }
}

extension TagModifier: TagCarrying {
    var anyTag: AnyHashable { AnyHashable(tag) }
}

extension EmptyView: PickerOptionSource {
    func appendOptions(to options: inout PickerOptions, implicitTag: AnyHashable?, path: [AnyHashable]) {}
}

extension _ConditionalContent: PickerOptionSource {
    /// The options of the branch shown.
    func appendOptions(to options: inout PickerOptions, implicitTag: AnyHashable?, path: [AnyHashable]) {
        switch storage {
        case .trueContent(let view): options.append(view, implicitTag: implicitTag, path: path + [AnyHashable(0)])
        case .falseContent(let view): options.append(view, implicitTag: implicitTag, path: path + [AnyHashable(1)])
        }
    }
}

extension Optional: PickerOptionSource where Wrapped: View {
    /// The view's options when there is one; none otherwise.
    func appendOptions(to options: inout PickerOptions, implicitTag: AnyHashable?, path: [AnyHashable]) {
        if let view = self { options.append(view, implicitTag: implicitTag, path: path + [AnyHashable(0)]) }
    }
}
