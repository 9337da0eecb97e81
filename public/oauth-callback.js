// Hands the authorization server's answer to the Toolgate page that opened this window, on this origin only, and
// takes the code out of the address bar and history.
(function () {
  var params = new URLSearchParams(location.search);
  var message = { type: 'toolgate-oauth-callback' };
  ['code', 'state', 'error'].forEach(function (name) {
    if (params.has(name)) message[name] = params.get(name);
  });
  if (params.has('error_description')) message.errorDescription = params.get('error_description');
  history.replaceState(null, '', location.pathname);
  var status = document.getElementById('status');
  if (window.opener) {
    window.opener.postMessage(message, location.origin);
    // Toolgate closes this window once it has the answer, so the answer always arrives before the window goes.
    status.textContent = 'Signed in; this window closes.';
  } else {
    status.textContent = 'This window was not opened by Toolgate; close it and connect again from Settings.';
  }
})();
