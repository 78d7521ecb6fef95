(function(){
  // with the script, panels follow clicks and keys; without it, CSS :target alone
  document.body.classList.add('js');
  var viewer=document.getElementById('viewer');
  function show(id){
    var target=document.getElementById(id);
    if(!target||!target.classList.contains('fact'))return;
    document.querySelectorAll('.fact.active').forEach(function(s){s.classList.remove('active')});
    document.querySelectorAll('a.src.active').forEach(function(a){a.classList.remove('active')});
    target.classList.add('active');viewer.classList.add('showing');
    document.querySelectorAll('a.src[href="#'+id+'"]').forEach(function(a){
      a.classList.add('active')});
    // the panel from its top, so that the fact's text and its reason stay in view; the
    // page image scrolls inside its own frame to the first highlighted line (issue 13:
    // centring the highlight in the pane pushed the quote's text out of sight)
    target.scrollIntoView({block:'start'});
    var first=target.querySelector('.hl')||target.querySelector('.box');
    if(first){
      var frame=first.closest('figure.pdfpage');
      if(frame){
        var dy=first.getBoundingClientRect().top-frame.getBoundingClientRect().top;
        frame.scrollTop=Math.max(0,frame.scrollTop+dy-frame.clientHeight/3);
      }
    }
  }
  // n / p walk the memo's source ids in reading order: one key per citation checked
  var links=Array.prototype.slice.call(document.querySelectorAll('#memo .para a.src'));
  var at=-1;
  function open(a){
    var id=a.getAttribute('href').slice(1);
    at=links.indexOf(a);history.replaceState(null,'','#'+id);show(id);
  }
  document.addEventListener('click',function(e){
    var a=e.target.closest&&e.target.closest('a.src');
    if(!a)return;
    e.preventDefault();open(a);
  });
  // a page at its rendered size (110 dpi) when the pane shrinks it: one click, one back
  document.addEventListener('click',function(e){
    var pg=e.target.closest&&e.target.closest('.pdfpage .page');
    if(pg)pg.parentNode.classList.toggle('zoom');
  });
  document.addEventListener('keydown',function(e){
    if(e.metaKey||e.ctrlKey||e.altKey||!links.length)return;
    if(e.key==='n'||e.key==='j'){at=Math.min(at+1,links.length-1);}
    else if(e.key==='p'||e.key==='k'){at=Math.max(at-1,0);}
    else if(e.key==='Escape'){
      document.querySelectorAll('.fact.active').forEach(function(s){s.classList.remove('active')});
      viewer.classList.remove('showing');history.replaceState(null,'',' ');return;
    }
    else return;
    e.preventDefault();var a=links[at];a.scrollIntoView({block:'center'});open(a);
  });
  if(location.hash)show(location.hash.slice(1));
  else if(document.body.dataset.open)show(document.body.dataset.open);
})();
