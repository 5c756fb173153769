/// A style for text fields: `.plain`, `.roundedBorder` or `.automatic`.
public protocol TextFieldStyle {}
