public import Foundation
import TandemSupport

/// A nib: the objects of an Interface Builder `.xib` file, made anew each
/// time it is instantiated, with their outlets and actions connected to
/// the owner you pass.
///
/// Linux has no `ibtool` to compile nibs, so the `.xib` XML source is read
/// from the bundle at run time (see ``UIStoryboard`` for what Linux changes).
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of the options ``instantiate(withOwner:options:)`` takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public let rawValue: String

        /// Creates a key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Objects the nib's placeholders stand for, as a `[String: Any]`
        /// keyed by each placeholder's identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's document; nil when it could not be found or read (reported).
    let document: InterfaceBuilderDocument?
    /// The nib's name, for messages.
    private let name: String
    /// The bundle searched, for messages.
    private let bundle: Bundle?

    /// The nib `name` (without extension) in `bundleOrNil`, or when nil in
    /// the main bundle and the SwiftPM resource bundles beside it. A missing
    /// nib is reported when it is instantiated, where UIKit raises.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        self.bundle = bundleOrNil
        if let url = InterfaceBuilderFileLocator.url(named: name, extensions: ["xib", "nib"], in: bundleOrNil) {
            do {
                document = try InterfaceBuilderDocument(contentsOf: url)
            } catch {
                Diagnostics.report("UINib", "the nib '\(name)' could not be read: \(error)")
                document = nil
            }
        } else {
            document = nil
        }
        super.init()
    }

    /// A nib read from `data` (a `.xib` file's contents).
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "(data)"
        bundle = bundleOrNil
        do {
            document = try InterfaceBuilderDocument(data: data, url: nil)
        } catch {
            Diagnostics.report("UINib", "the nib data could not be read: \(error)")
            document = nil
        }
        super.init()
    }

    /// Makes the nib's objects, connects their outlets and actions (the
    /// File's Owner placeholder is `ownerOrNil`, other placeholders come
    /// from ``OptionsKey/externalObjects``), sends them `awakeFromNib()`,
    /// and returns the top-level objects in document order. A nib that
    /// could not be loaded is reported with UIKit's message and returns none.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let document else {
            Diagnostics.report(
                "UINib",
                "Could not load NIB in bundle: '\(InterfaceBuilderFileLocator.describe(bundle))' with name '\(name)'")
            return []
        }
        let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        let loader = InterfaceBuilderLoader(document: document, storyboard: nil)
        let owner = ownerOrNil.map { $0 as AnyObject }
        for element in document.nibObjects {
            if element.name == "placeholder" {
                loader.registerPlaceholder(element, owner: owner, externalObjects: external)
            } else {
                _ = loader.makeTopLevelObject(element)
            }
        }
        loader.finish()
        return loader.topLevelObjects
    }
}
