@echo off
rem Katakuti's hard bot as a Gomocup brain (the pbrain protocol on standard input and output),
rem for Piskvork and the Gomocup managers: "pbrain-katakuti --level normal" for another level.
call "%~dp0katakuti.cmd" pbrain %*
exit /b %ERRORLEVEL%
