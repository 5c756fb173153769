// A node's path, for reports.
extension ViewNode {
    /// A readable path from the root ("CircleView > ZStack > Text"), for reports.
    var path: String {
        var names: [String] = []
        var node: ViewNode? = self
        while let current = node {
            // Primitives are left out of the path, except the node itself
            // (a representable names itself) and the layout containers.
            if current === self || !current.isPrimitive || current.hasLayoutRole {
                names.append(ViewNode.shortName(of: type(of: current.view)))
            }
            node = current.parent
        }
        return names.reversed().joined(separator: " > ")
    }

    static func shortName(of type: Any.Type) -> String {
        let name = String(describing: type)
        if let generic = name.firstIndex(of: "<") { return String(name[..<generic]) }
        return name
    }
}
