/// The plugin values (`PluginValue`, `PluginValueType`, `PluginArgument`) live in their own
/// module, free of the C header, so the document language uses them without `CTrellis`; the
/// host and the SDK see them through this module, which turns them into C (`Bridges`).
@_exported import TrellisPluginValues
