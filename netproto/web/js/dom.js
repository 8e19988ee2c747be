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

// a confirmation sheet: resolves true on yes
export function confirmSheet(title, text, yes, no) {
  return new Promise((resolve) => {
    const done = (answer) => { sheet.remove(); resolve(answer); };
    const sheet = h("div", { class: "sheet", role: "dialog", "aria-modal": "true" },
      h("div", { class: "sheet-box" },
        h("h2", { text: title }),
        h("p", { text }),
        h("div", { class: "row" },
          h("button", { class: "secondary", type: "button", text: no, onclick: () => done(false) }),
          h("button", { class: "primary danger", type: "button", text: yes, "data-confirm": "yes",
            onclick: () => done(true) }))));
    document.body.append(sheet);
    sheet.querySelector("[data-confirm]").focus();
  });
}
