/** The IS-MCTS search tree: its nodes and edges, and the stable numbers that tell actions apart. */

/** An edge of the tree: an action taken at a node, with what came of it. */
export interface Edge {
  /** The action's number (see `keyer`). */
  readonly key: number;
  /** Times this edge was taken. */
  visits: number;
  /** Sum of the results (0..1) of the player who took it. */
  value: number;
  /** Times this edge was legal when its node was visited (ISMCTS availability). */
  available: number;
  /** Where it leads, made when first walked through. */
  child: TreeNode | null;
}

/**
 * A node: the edges taken from it so far, in the order they were added. A node has a handful of
 * edges (a player's choices), so they are found by a walk along the list, cheaper than a Map's
 * hashing; a node that gathers many (chance outcomes) also gets an index.
 */
export interface TreeNode {
  readonly edges: Edge[];
  byKey: Map<number, Edge> | null;
}

/** Edges a node holds before it is given an index. */
const LIST_EDGES = 16;

/** A node with no edges yet. */
export function newNode(): TreeNode {
  return { edges: [], byKey: null };
}

/** The edge of `node` for the action numbered `key`, if it has one. */
export function edgeOf(node: TreeNode, key: number): Edge | undefined {
  if (node.byKey !== null) return node.byKey.get(key);
  for (const e of node.edges) if (e.key === key) return e;
  return undefined;
}

/** Add `edge` to `node`, giving the node an index once it holds more than `LIST_EDGES` edges. */
export function addEdge(node: TreeNode, edge: Edge): void {
  node.edges.push(edge);
  if (node.byKey !== null) node.byKey.set(edge.key, edge);
  else if (node.edges.length > LIST_EDGES) node.byKey = new Map(node.edges.map((e) => [e.key, e]));
}

/**
 * A stable key of an action: a number for each distinct JSON. Actions with the same JSON are the
 * same action (worlds deal their chance outcomes as objects of their own), and engines may share
 * action objects between calls (Orchard and the trick-taking family do), so numbers are
 * remembered per object and each object's JSON is written once.
 */
export function keyer(): (action: unknown) => number {
  const byObject = new WeakMap<object, number>();
  const byJson = new Map<string, number>();
  const number = (json: string): number => {
    let key = byJson.get(json);
    if (key === undefined) byJson.set(json, (key = byJson.size));
    return key;
  };
  return (action) => {
    if (typeof action !== 'object' || action === null) return number(JSON.stringify(action));
    let key = byObject.get(action);
    if (key === undefined) byObject.set(action, (key = number(JSON.stringify(action))));
    return key;
  };
}
