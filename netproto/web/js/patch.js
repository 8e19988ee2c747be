// RFC 6902 JSON Patch, applied to a copy: the browser seat's views as changes
// (docs/protocol.md, "Views as changes"). Owns applyPatch and nothing else; imports nothing.
// A patch that does not apply throws PatchError and leaves the given document untouched.

export class PatchError extends Error {}

function unescapeToken(token) {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

function parsePointer(path) {
  if (typeof path !== "string") throw new PatchError("path is not a string");
  if (path === "") return [];
  if (path[0] !== "/") throw new PatchError(`bad pointer ${path}`);
  return path.slice(1).split("/").map(unescapeToken);
}

function isIndex(token) {
  return /^(0|[1-9][0-9]*)$/.test(token);
}

function childOf(node, token) {
  if (Array.isArray(node)) {
    if (!isIndex(token) || Number(token) >= node.length) throw new PatchError(`no item ${token}`);
    return node[Number(token)];
  }
  if (node !== null && typeof node === "object") {
    if (!Object.prototype.hasOwnProperty.call(node, token)) throw new PatchError(`no key ${token}`);
    return node[token];
  }
  throw new PatchError(`cannot step into ${typeof node}`);
}

function parentAndKey(doc, tokens) {
  let node = doc;
  for (const token of tokens.slice(0, -1)) node = childOf(node, token);
  return [node, tokens[tokens.length - 1]];
}

function getAt(doc, tokens) {
  let node = doc;
  for (const token of tokens) node = childOf(node, token);
  return node;
}

function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  const ka = Object.keys(a), kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k)
    && deepEqual(a[k], b[k]));
}

// returns the new document (the root may be replaced)
function add(doc, tokens, value) {
  if (tokens.length === 0) return value;
  const [parent, key] = parentAndKey(doc, tokens);
  if (Array.isArray(parent)) {
    if (key === "-") parent.push(value);
    else if (isIndex(key) && Number(key) <= parent.length) parent.splice(Number(key), 0, value);
    else throw new PatchError(`bad index ${key}`);
  } else if (parent !== null && typeof parent === "object") {
    parent[key] = value;
  } else throw new PatchError("add into a scalar");
  return doc;
}

function remove(doc, tokens) {
  if (tokens.length === 0) throw new PatchError("cannot remove the root");
  const [parent, key] = parentAndKey(doc, tokens);
  const old = childOf(parent, key);
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return old;
}

function replace(doc, tokens, value) {
  if (tokens.length === 0) return value;
  const [parent, key] = parentAndKey(doc, tokens);
  childOf(parent, key);  // must exist
  if (Array.isArray(parent)) parent[Number(key)] = value;
  else parent[key] = value;
  return doc;
}

function clone(value) {
  return value === undefined ? undefined : structuredClone(value);
}

export function applyPatch(document, ops) {
  if (!Array.isArray(ops)) throw new PatchError("ops is not a list");
  let doc = clone(document);
  for (const op of ops) {
    if (op === null || typeof op !== "object") throw new PatchError("an op is not a map");
    const tokens = parsePointer(op.path);
    switch (op.op) {
      case "add":
        if (!("value" in op)) throw new PatchError("add without value");
        doc = add(doc, tokens, clone(op.value));
        break;
      case "remove":
        remove(doc, tokens);
        break;
      case "replace":
        if (!("value" in op)) throw new PatchError("replace without value");
        doc = replace(doc, tokens, clone(op.value));
        break;
      case "move": {
        const from = parsePointer(op.from);
        if (from.length < tokens.length && from.every((t, i) => t === tokens[i])) {
          throw new PatchError("move into its own child");
        }
        if (from.length === tokens.length && from.every((t, i) => t === tokens[i])) break;
        const value = from.length === 0 ? doc : remove(doc, from);
        doc = add(doc, tokens, value);
        break;
      }
      case "copy":
        doc = add(doc, tokens, clone(getAt(doc, parsePointer(op.from))));
        break;
      case "test":
        if (!deepEqual(getAt(doc, tokens), op.value)) throw new PatchError("test failed");
        break;
      default:
        throw new PatchError(`unknown op ${op.op}`);
    }
  }
  return doc;
}
