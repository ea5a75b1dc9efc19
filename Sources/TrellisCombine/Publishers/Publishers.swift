/// Namespace of Combine's publisher types: what the operators return.
public enum Publishers {}
