// The day's traffic message list the message benches answer themselves (scripts/bench/message.mjs
// and the peer bench): synthetic threads with updates, some with HTML bodies.

/** `count` threads of today: a root each, every third with two updates, some HTML bodies. */
export function messageThreads(count) {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
  const at = (minutes) =>
    `${day}T${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
  const out = [];
  let id = 10_000;
  for (let i = 0; i < count; i++) {
    const rootId = id++;
    const start = (i * 7) % 1200;
    const message = (ID, ParentID, minutes, subject) => ({
      ID,
      ParentID,
      DistrictID: [4, 5, 17][i % 3],
      Subject: subject,
      Body:
        i % 5 === 0
          ? `<p>Signalfel vid <strong>plats ${i}</strong>. Tågen kör med nedsatt hastighet.</p>`
          : `Signalfel vid plats ${i}. Förseningar på 10–20 minuter kan förekomma.`,
      Created: at(minutes),
      ValidFrom: at(minutes),
      ValidTo: at(Math.min(minutes + 180, 1439)),
      Number: i + 1,
      To: [1 + (i % 12)],
      CustomData: [{ Key: 'districtId', Value: 4 }],
      UserRead: null,
      UserChecked: null,
      ReadReceipt: false,
      HTML: i % 5 === 0,
      SystemID: 2,
      TypeID: 1,
      SenderUserID: 'x',
    });
    out.push(message(rootId, 1, start, `Händelse ${String(i).padStart(4, '0')} mellan A och B`));
    if (i % 3 === 0)
      for (let u = 1; u <= 2; u++)
        out.push(message(id++, rootId, start + u * 20, `Uppdatering ${u}`));
  }
  return out;
}
