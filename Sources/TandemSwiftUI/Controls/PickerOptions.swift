/// One option of a picker: its title and the value it selects.
struct PickerOption {
    let title: String
    let tag: AnyHashable?
}

/// Views that can stand as picker options, found in the picker's content
/// value (not in the graph): tagged texts and labels, tuples, groups and
/// `ForEach`, whose ids tag their rows as in SwiftUI.
@MainActor
protocol PickerOptionSource {
    func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?)
}

@MainActor
enum PickerOptions {
    static func collect(_ content: any View) -> [PickerOption] {
        var options: [PickerOption] = []
        append(content, to: &options, implicitTag: nil)
        return options
    }

    static func append(_ view: any View, to options: inout [PickerOption], implicitTag: AnyHashable?) {
        if let source = view as? any PickerOptionSource {
            source.appendOptions(to: &options, implicitTag: implicitTag)
        } else {
            options.append(PickerOption(title: "\(type(of: view))", tag: implicitTag))
        }
    }
}

extension Text: PickerOptionSource {
    func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
        options.append(PickerOption(title: string, tag: implicitTag))
    }
}

extension Label: PickerOptionSource {
    func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
        var titles: [PickerOption] = []
        PickerOptions.append(title, to: &titles, implicitTag: implicitTag)
        options.append(PickerOption(title: titles.first?.title ?? "", tag: implicitTag))
    }
}

extension TupleView: PickerOptionSource {
    func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
        for element in elements { PickerOptions.append(element, to: &options, implicitTag: nil) }
    }
}

extension Group: PickerOptionSource {
    func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
        PickerOptions.append(content, to: &options, implicitTag: implicitTag)
    }
}

extension ForEach: PickerOptionSource where Content: View {
    func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
        for element in data { PickerOptions.append(content(element), to: &options, implicitTag: AnyHashable(id(element))) }
    }
}

extension ModifiedContent: PickerOptionSource where Content: View, Modifier: ViewModifier {
    func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
        if let tagged = modifier as? any TagCarrying {
            PickerOptions.append(content, to: &options, implicitTag: tagged.anyTag)
        } else {
            PickerOptions.append(content, to: &options, implicitTag: implicitTag)
        }
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
    func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {}
}

extension _ConditionalContent: PickerOptionSource {
    /// The options of the branch shown.
    func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
        switch storage {
        case .trueContent(let view): PickerOptions.append(view, to: &options, implicitTag: implicitTag)
        case .falseContent(let view): PickerOptions.append(view, to: &options, implicitTag: implicitTag)
        }
    }
}

extension Optional: PickerOptionSource where Wrapped: View {
    /// The view's options when there is one; none otherwise.
    func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
        if let view = self { PickerOptions.append(view, to: &options, implicitTag: implicitTag) }
    }
}
