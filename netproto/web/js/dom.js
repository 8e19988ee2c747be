// Small DOM helpers for the browser seat: building elements (text always as text, never
// as HTML: names and chat come from other players), and the page's own confirmation
// sheet (big buttons, no browser dialog). Imports nothing.

export function h(tag, attrs = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") element.className = value;
    else if (key === "text") element.textContent = value;
    else if (key.startsWith("on") && typeof value === "function") {
      element.addEventListener(key.slice(2), value);
    } else if (key === "dataset") Object.assign(element.dataset, value);
    else element.setAttribute(key, value === true ? "" : value);
  }
  append(element, children);
  return element;
}

export function append(element, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

export function replaceChildren(element, ...children) {
  element.replaceChildren();
  return append(element, children);
}

// as replaceChildren, but a child already in its place stays put: only the others are
// removed or inserted (a moved or re-added element loses the focus, and a phone's open
// chooser closes, whenever a view comes)
export function keepChildren(element, ...children) {
  const wanted = children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false)
    .map((c) => (c instanceof Node ? c : document.createTextNode(String(c))));
  const keep = new Set(wanted);
  for (const node of [...element.childNodes]) if (!keep.has(node)) node.remove();
  wanted.forEach((node, i) => {
    if (element.childNodes[i] !== node) element.insertBefore(node, element.childNodes[i] || null);
  });
  return element;
}

// a <select> whose options are refreshed without losing the reader's choice
export function fillSelect(select, items, placeholder) {
  const chosen = select.value;
  const wanted = [["", placeholder], ...items.map((item) => (Array.isArray(item) ? item : [item, item]))];
  const same = select.options.length === wanted.length
    && wanted.every(([value, label], i) => select.options[i].value === value
      && select.options[i].textContent === label);
  if (!same) {
    select.replaceChildren(...wanted.map(([value, label]) => h("option", { value, text: label })));
  }
  select.value = wanted.some(([value]) => value === chosen) ? chosen : "";
}

// a confirmation sheet: a modal dialog named by its title and described by its text (the
// reader's language, from the caller), focus on "yes", kept inside the sheet, back where it
// was after; Escape or a tap outside is "no". Resolves true on yes.
let sheets = 0;

export function confirmSheet(title, text, yes, no) {
  return new Promise((resolve) => {
    const id = `sheet-${++sheets}`;
    const opener = document.activeElement;
    const done = (answer) => {
      sheet.remove();
      document.removeEventListener("keydown", keys, true);
      if (opener && opener.isConnected) opener.focus();
      resolve(answer);
    };
    const noButton = h("button", { class: "secondary", type: "button", text: no, "data-confirm": "no",
      onclick: () => done(false) });
    const yesButton = h("button", { class: "primary danger", type: "button", text: yes, "data-confirm": "yes",
      onclick: () => done(true) });
    const box = h("div", { class: "sheet-box" },
      h("h2", { id: `${id}-title`, text: title }),
      h("p", { id: `${id}-text`, text }),
      h("div", { class: "row" }, noButton, yesButton));
    const sheet = h("div", { class: "sheet", role: "alertdialog", "aria-modal": "true",
      "aria-labelledby": `${id}-title`, "aria-describedby": `${id}-text`,
      onclick: (event) => { if (event.target === sheet) done(false); } }, box);
    const keys = (event) => {
      if (event.key === "Escape") { event.preventDefault(); done(false); }
      else if (event.key === "Tab") {  // the focus stays in the sheet
        event.preventDefault();
        (document.activeElement === yesButton ? noButton : yesButton).focus();
      }
    };
    document.addEventListener("keydown", keys, true);
    document.body.append(sheet);
    noButton.focus();
  });
}
