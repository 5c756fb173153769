import Foundation
import FoundationXML

/// Reads Interface Builder's XML into ``InterfaceBuilderElement``s with
/// FoundationXML's `XMLParser` (libxml2): Linux has no `ibtool` to compile
/// storyboards and nibs, so their XML source is what is loaded.
final class InterfaceBuilderXMLReader: NSObject, XMLParserDelegate {
    private var stack: [InterfaceBuilderElement] = []
    private var root: InterfaceBuilderElement?

    /// The document element of `data`, or an error naming the line and what
    /// is wrong with the XML.
    static func read(_ data: Data) -> Result<InterfaceBuilderElement, InterfaceBuilderError> {
        let reader = InterfaceBuilderXMLReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        guard parser.parse(), let root = reader.root else {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "no document element"
            return .failure(.malformed("line \(parser.lineNumber): \(reason)"))
        }
        // FoundationXML's parser on Linux reports success for a document cut
        // short; elements left open mean the file is truncated.
        if let open = reader.stack.last {
            return .failure(.malformed("line \(parser.lineNumber): the file ends inside <\(open.name)>"))
        }
        return .success(root)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        let element = InterfaceBuilderElement(name: elementName, attributes: attributeDict)
        if let parent = stack.last {
            parent.append(element)
        } else if root == nil {
            root = element
        }
        stack.append(element)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        _ = stack.popLast()
    }
}
